/**
 * The nginx configuration of the cluster (scripts/cluster/nginx.conf.template, docs/operations.md
 * "Many machines"): rendered with a prefix, a port and the replicas, nothing left unfilled, the
 * settings the docs give reasons for present, and, where Debian's nginx is installed, accepted by
 * `nginx -t`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxTemplatePath, renderNginxConfig } from '@/scripts/cluster/startCluster';

const template = readFileSync(nginxTemplatePath, 'utf8');

describe('the cluster nginx configuration', () => {
  it('should render one server line per replica, the port and the prefix, and leave no placeholder', () => {
    const config = renderNginxConfig(template, {
      prefix: '/tmp/nginx-prefix',
      port: 8080,
      replicaPorts: [4001, 4002, 4003],
    });
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config.match(/server 127\.0\.0\.1:400\d max_fails=2 fail_timeout=5s;/g)).toHaveLength(3);
    expect(config).toContain('error_log /tmp/nginx-prefix/error.log');
  });

  it('should keep the settings docs/operations.md explains, and never replay a sent POST', () => {
    for (const line of [
      'keepalive 32;',
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_read_timeout 65s;',
      'client_max_body_size 1m;',
      'proxy_next_upstream error timeout http_502 http_503;',
    ])
      expect(template).toContain(line);
    expect(template).not.toMatch(/^\s*proxy_next_upstream\b.*non_idempotent/m);
    const docs = readFileSync(join(process.cwd(), 'docs', 'operations.md'), 'utf8');
    expect(docs).toContain('scripts/cluster/nginx.conf.template');
  });

  const nginx = ['/usr/sbin/nginx', process.env.NGINX_BIN].find(
    (path) => path !== undefined && existsSync(path),
  );
  (nginx ? it : it.skip)('should be accepted by nginx -t', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'trilha-nginx-test-'));
    try {
      const conf = join(prefix, 'nginx.conf');
      writeFileSync(
        conf,
        renderNginxConfig(template, { prefix, port: 8080, replicaPorts: [4001] }),
      );
      const result = spawnSync(
        nginx!,
        [
          '-t',
          '-p',
          prefix,
          '-c',
          conf,
          '-e',
          join(prefix, 'error.log'),
          '-g',
          `pid ${prefix}/nginx.pid;`,
        ],
        { encoding: 'utf8' },
      );
      expect([result.status, result.stderr]).toEqual([
        0,
        expect.stringContaining('test is successful'),
      ]);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
