// The reader for a page: the ATS whose host it is, else the generic reader.
import type { AtsReader } from '../form-model';
import { ashby } from './ashby';
import { bamboohr } from './bamboohr';
import { generic } from './generic';
import { greenhouse } from './greenhouse';
import { icims } from './icims';
import { lever } from './lever';
import { recruitee } from './recruitee';
import { smartrecruiters } from './smartrecruiters';
import { teamtailor } from './teamtailor';
import { workable } from './workable';
import { workday } from './workday';

export const READERS: AtsReader[] = [
  greenhouse,
  lever,
  ashby,
  workday,
  smartrecruiters,
  icims,
  workable,
  bamboohr,
  recruitee,
  teamtailor,
];

export function readerFor(url: URL): AtsReader {
  return READERS.find((r) => r.matches(url)) ?? generic;
}
