/** What a route answers, or takes, when it is not JSON: declared on the route for its description. */
export const MEDIA = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  eventStream: 'text/event-stream',
  text: 'text/plain',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer's media type when it is a file or a stream rather than JSON. */
    produces?: string;
    /** The body's media type when it is not JSON. */
    consumes?: string;
    /** A download that answers 204, with no file, when nothing matches its filters. */
    emptyWhenNothingMatches?: true;
    /** The call needs the caller's access token though the rest of its API does not. */
    bearer?: true;
  }
}
