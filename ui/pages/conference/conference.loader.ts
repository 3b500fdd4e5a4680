import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { ConferenceWire } from '../../../application/catalogue/conference.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';

export interface ConferencePageData {
  readonly conference: t.OutputOf<typeof ConferenceWire>;
}

/** /fachtagung/{x}: the conference by the name in its URL; 404 if there is none. */
export const conferenceLoader =
  (container: PageContainer) =>
  ({ params }: { params: { conference?: string } }): Promise<ConferencePageData> =>
    runTask(
      pipe(
        resolveService(container, CATALOGUE).conferenceByUrl(params.conference ?? ''),
        TE.map((conference) => ({ conference: ConferenceWire.encode(conference) })),
      ),
    );
