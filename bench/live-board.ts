import { createHash } from 'node:crypto';
import { Agent, type IncomingMessage, request } from 'node:http';
import {
  applyDayDelta,
  BOARD_EVENT_NAME,
  BOARD_OPEN_EVENT_NAME,
  type ChangesAfter,
  type Leg,
  type LegsChangedEvent,
  type TurnaroundRow,
} from '@board/domain';
import { BOARD_PASSWORD, boardAccount, KEYS, rawPost, token } from './bench-http.ts';

/** What a board holds of its station day: the General list and the departures, as of `seq`. */
export interface BoardLists {
  general: TurnaroundRow[];
  departures: Leg[];
  seq: number;
}

/** What the boards of one run did, added up. */
interface BoardCounts {
  /** List requests (two when a board reads its lists), from the first read on. */
  listRequests: number;
  /** Gaps in the numbers that sent a board to /v1/events/since. */
  catchUps: number;
  /** Messages parsed, and the CPU time this process spent parsing them and patching lists. */
  messages: number;
  parseMs: number;
  patchMs: number;
  /** Streams that ended before their board closed them, and messages a board failed to handle. */
  failures: number;
}

/** Told each change a board applied: when its message's first byte came, and the lists after. */
type OnApplied = (board: number, arrivedAt: number, lists: BoardLists) => void;

interface Message {
  name: string;
  data: string;
  arrivedAt: number;
}

/** A Server-Sent Events message's name and data; null for a comment (the heartbeat). */
function messageOf(text: string, arrivedAt: number): Message | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('event: ')) name = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { name, data: data.join('\n'), arrivedAt } : null;
}

/**
 * Runs the boards' work one task per turn of the event loop, so that the sockets are read (and
 * each message's arrival noted) between any two: one board's parsing and patching must not make
 * another board's message look late, as on its own device it would not.
 */
function oneAtATime() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0 && !scheduled) {
      scheduled = true;
      setImmediate(next);
    }
  };
  return (task: () => void) => {
    waiting.push(task);
    if (!scheduled) {
      scheduled = true;
      setImmediate(next);
    }
  };
}

/** Each message of a stream, with when its first byte reached this process, handled `later`. */
function readMessages(
  res: IncomingMessage,
  later: (task: () => void) => void,
  handle: (message: Message) => void,
) {
  let buffer = '';
  let firstByteAt = 0;
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    const now = performance.now();
    if (buffer === '') firstByteAt = now;
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const message = messageOf(buffer.slice(0, end), firstByteAt);
      buffer = buffer.slice(end + 2);
      firstByteAt = now;
      if (message) later(() => handle(message));
    }
  });
}

/** Reads a board's lists of the day, counting each request. */
function listReader(url: string, day: string, counts: BoardCounts, agent: Agent) {
  // Boards that received the same bytes hold the same rows: parsed once, so that 200 copies of
  // the day stay out of this process's memory, and its collector's pauses out of the figures.
  const parsedAnswers = new Map<string, unknown>();

  async function list(path: string, bearer: string, extra: object) {
    counts.listRequests++;
    const body = JSON.stringify({ station: 'LIM', day, query: '', ...extra });
    const headers = { ...KEYS, 'content-type': 'application/json', authorization: bearer };
    const bytes = await rawPost(`${url}${path}`, body, headers, agent);
    const digest = createHash('sha1').update(bytes).digest('hex');
    const answer = parsedAnswers.get(digest) ?? JSON.parse(bytes.toString());
    parsedAnswers.set(digest, answer);
    return (answer as { data: { legs: unknown[]; as_of_seq?: number } }).data;
  }

  return async function readLists(bearer: string): Promise<BoardLists> {
    const [general, departures] = await Promise.all([
      list('/v1/leg/list-extend', bearer, {}),
      list('/v1/leg/list', bearer, { arrival: false }),
    ]);
    if (general.as_of_seq === undefined) throw new Error('a list answer without its as_of_seq');
    // A change landed between the two reads: read again, so that both hold the same changes.
    if (general.as_of_seq !== departures.as_of_seq) return readLists(bearer);
    return {
      general: general.legs as TurnaroundRow[],
      departures: departures.legs as Leg[],
      seq: general.as_of_seq,
    };
  };
}

/**
 * Opens a board's stream of LIM; resolves, with the function that closes it, once its opening
 * message came: the board then hears every change after. Its changes are handled in the order
 * they came, so that a catch-up's request does not let the next change overtake it.
 */
function openStream(
  url: string,
  bearer: string,
  { counts, later }: { counts: BoardCounts; later: (task: () => void) => void },
  received: (message: Message) => Promise<void>,
) {
  return new Promise<() => void>((resolve, reject) => {
    let closing = false;
    let queue = Promise.resolve();
    const failed = () => {
      counts.failures++;
    };
    const headers = { ...KEYS, authorization: bearer, accept: 'text/event-stream' };
    const req = request(`${url}/v1/events?station=LIM`, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream refused: ${res.statusCode}`));
        res.resume();
        return;
      }
      // The abort of the board's own close; a stream lost otherwise is counted as it closes.
      res.on('error', () => {});
      res.on('close', () => !closing && failed());
      readMessages(res, later, (message) => {
        if (message.name === BOARD_OPEN_EVENT_NAME) resolve(close);
        if (message.name === BOARD_EVENT_NAME) {
          queue = queue.then(() => received(message)).catch(failed);
        }
      });
    });
    function close() {
      closing = true;
      req.destroy();
    }
    req.on('error', reject);
    req.end();
  });
}

/**
 * The boards of one run of the live-boards figure (live-boards.ts), each as the web app's live
 * board works: it signs in, reads the General list and the departures of the day once, opens the
 * station's stream and applies each change's delta to its lists (applyDayDelta); a gap in the
 * numbers asks /v1/events/since, and a change without rows reads the lists again. The CPU time
 * this process spends parsing and patching is counted apart from the requests.
 */
export function createBoards(url: string, day: string, onApplied: OnApplied) {
  const counts: BoardCounts = {
    listRequests: 0,
    catchUps: 0,
    messages: 0,
    parseMs: 0,
    patchMs: 0,
    failures: 0,
  };
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const readLists = listReader(url, day, counts, agent);
  const later = oneAtATime();
  // CPU time, not wall time: on a machine shared with the server, this process is often
  // descheduled in the middle of a parse, and that wait is not the board's work.
  const timed = <T>(spent: 'parseMs' | 'patchMs', work: () => T): T => {
    const started = process.cpuUsage();
    const result = work();
    const { user, system } = process.cpuUsage(started);
    counts[spent] += (user + system) / 1000;
    return result;
  };

  /** Board `n`: signed in, its lists read, its stream open; returns the function that closes it. */
  async function open(n: number): Promise<() => void> {
    const bearer = `Bearer ${await token(url, [boardAccount(n), BOARD_PASSWORD])}`;
    let lists = await readLists(bearer);

    /** One change applied, or the lists read again when it does not carry their rows. */
    async function apply(event: LegsChangedEvent) {
      const delta = event.deltas?.find((d) => d.day === day);
      // It shows nothing of this day.
      if (event.deltas && !delta) lists = { ...lists, seq: event.seq };
      else if (!delta?.lists) lists = await readLists(bearer);
      else {
        const { general, departures } = lists;
        const rows = { ...delta, lists: delta.lists };
        const patched = timed('patchMs', () =>
          applyDayDelta({ arrivals: [], delays: [], general, departures }, rows),
        );
        lists = { general: patched.general, departures: patched.departures, seq: event.seq };
      }
    }

    /** The changes after the lists' number that the stream skipped, or the lists read again. */
    async function catchUp() {
      counts.catchUps++;
      const answer = await fetch(`${url}/v1/events/since?station=LIM&seq=${lists.seq}`, {
        headers: { ...KEYS, authorization: bearer },
      });
      const { data } = (await answer.json()) as { data: ChangesAfter };
      if (!data.complete) lists = await readLists(bearer);
      for (const change of data.changes) if (change.seq === lists.seq + 1) await apply(change);
    }

    return openStream(url, bearer, { counts, later }, async ({ data, arrivedAt }) => {
      const event = timed('parseMs', () => JSON.parse(data) as LegsChangedEvent);
      counts.messages++;
      if (event.seq <= lists.seq) return;
      if (event.seq > lists.seq + 1) await catchUp();
      if (event.seq === lists.seq + 1) await apply(event);
      onApplied(n, arrivedAt, lists);
    });
  }

  return { open, counts, close: () => agent.destroy() };
}
