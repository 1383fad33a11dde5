import type { NextApiRequest, NextApiResponse } from 'next';
import { isSandboxDisabled } from '@/sandbox/createSandbox';
import { comesFromOwnOrigin } from '@/edge/requestGuard';
import {
  clearTagEvents,
  isContainerId,
  recordTagEvents,
  recordedTagEvents,
  standInScript,
} from '@/sandbox/gtm/tagManagerStandIn';

/**
 * The sandbox's tag-manager stand-in (sandbox/gtm/tagManagerStandIn.ts):
 * `GET /api/sandbox/gtm/gtm.js?id=GTM-…` the script; `POST /api/sandbox/gtm/events` what it
 * reports (same origin only); `GET` lists and `DELETE` clears them. Off with a real backend.
 */
export default function handler(request: NextApiRequest, response: NextApiResponse): void {
  response.setHeader('Cache-Control', 'no-store');
  if (isSandboxDisabled()) {
    response.status(404).json({ error: { code: 'not_found', message: 'The sandbox is off.' } });
    return;
  }
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (path === '/api/sandbox/gtm/gtm.js' && request.method === 'GET') {
    const id = request.query.id;
    if (!isContainerId(id)) {
      response
        .status(400)
        .json({ error: { code: 'invalid_id', message: 'id must be a GTM container id (GTM-…).' } });
      return;
    }
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.status(200).send(standInScript(id));
    return;
  }
  if (path === '/api/sandbox/gtm/events') {
    if (request.method === 'GET') {
      response.status(200).json({ events: recordedTagEvents() });
      return;
    }
    if (request.method === 'POST' || request.method === 'DELETE') {
      if (!comesFromOwnOrigin(request)) {
        response
          .status(403)
          .json({ error: { code: 'cross_origin', message: 'Same-origin calls only.' } });
        return;
      }
      if (request.method === 'DELETE') {
        clearTagEvents();
        response.status(200).json({ cleared: true });
        return;
      }
      // 204 and no body: the stand-in does not read answers, and an unread body keeps the
      // request open in Chromium, so a page would never reach an idle network (Lighthouse
      // then waits its whole 45 s and measures an unsettled page).
      recordTagEvents(request.body);
      response.status(204).end();
      return;
    }
  }
  response.status(404).json({ error: { code: 'not_found', message: 'No such stand-in route.' } });
}
