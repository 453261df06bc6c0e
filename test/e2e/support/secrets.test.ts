import { describe, expect, it } from 'vitest';
import { findSecrets } from './secrets';

describe('finding secrets in what a browser received', () => {
  it('given a secret card id inside a longer id, when searched, then it is not reported', () => {
    expect(findSecrets('{"hand":["card-12"]}', ['card-1'])).toEqual([]);
  });
  it('given a secret card id as a JSON string, when searched, then it is reported', () => {
    expect(findSecrets('{"hand":["card-1","card-12"]}', ['card-1', 'card-9'])).toEqual(['card-1']);
  });
  it('given a secret inside escaped RSC payload text, when searched, then it is reported', () => {
    expect(findSecrets('self.__next_f.push([1,"\\"card\\":\\"pu-07\\""])', ['pu-07'])).toEqual(['pu-07']);
  });
});
