import { interactionLatencies } from '@/scripts/bench/typing.bench';

const timing = (
  ph: 'b' | 'e',
  id: string,
  ts: number,
  interactionId?: number,
  type = 'keydown',
) => ({
  name: 'EventTiming',
  ph,
  ts,
  id2: { local: id },
  ...(ph === 'b' ? { args: { data: { interactionId, type } } } : {}),
});

describe('interactionLatencies (the typing bench)', () => {
  it('answers the longest Event Timing entry of each interaction, in ms, and skips events of no interaction', () => {
    const latencies = interactionLatencies([
      timing('b', '0x1', 1_000_000, 7),
      timing('b', '0x2', 1_010_000, 7, 'keyup'),
      timing('e', '0x1', 1_040_000),
      timing('e', '0x2', 1_090_000),
      timing('b', '0x3', 2_000_000, 8),
      timing('e', '0x3', 2_016_000),
      timing('b', '0x4', 3_000_000, 0, 'pointermove'),
      timing('e', '0x4', 3_500_000),
      { name: 'Paint', ph: 'X', ts: 1 },
    ]);
    expect(latencies).toEqual([80, 16]);
  });
});
