import { z } from 'zod';
import { IsoTime } from './common';

/** GET /dev/mail (local stack only): the emails the local mail catcher received, newest first. */
export const DevMail = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  at: IsoTime,
});
export type DevMail = z.infer<typeof DevMail>;
export const DevMailList = z.object({ mails: z.array(DevMail) });
