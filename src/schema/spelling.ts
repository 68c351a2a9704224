/** Schema of content/data/spelling.yaml: the site's own words beside the US English dictionary. */
import { z } from 'zod';

export const spellingSchema = z.strictObject({
  words: z
    .array(
      z
        .string()
        .regex(
          /^[A-Za-z][A-Za-z'-]*$/,
          'expected one word, as it is written (letters, hyphens and apostrophes)',
        ),
    )
    .refine((words) => new Set(words).size === words.length, 'expected each word once')
    .describe(
      'Words the copy uses on purpose that the US English dictionary does not know: technical terms, ' +
        'abbreviations, brands and place names, each as it is written ("EtherCAT", "cobot"; its plural ' +
        'is known with it). Never a British spelling: write the US one instead.',
    ),
});
