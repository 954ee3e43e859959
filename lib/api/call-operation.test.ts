import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contacts from '@/lib/contracts/contacts';
import { operationPath, type OperationAnswer, type OperationInput } from './call-operation';

describe('operationPath', () => {
  it('fills the braces with encoded parameters and drops the /api/ prefix', () => {
    expect(
      operationPath('/api/contacts/{cid}/interactions/{iid}', { cid: 'a b', iid: 'x/y' }),
    ).toBe('contacts/a%20b/interactions/x%2Fy');
    expect(operationPath('/api/contacts')).toBe('contacts');
  });

  it('refuses a path parameter left out', () => {
    expect(() => operationPath('/api/contacts/{cid}', {})).toThrow('Missing path parameter cid');
  });
});

describe('types from the contract', () => {
  it('answers and inputs follow the declaration', () => {
    type List = OperationAnswer<typeof contacts.listBookContacts>;
    expectTypeOf<List['data'][number]['name']>().toEqualTypeOf<string>();
    expectTypeOf<OperationAnswer<typeof contacts.deleteBookContact>>().toEqualTypeOf<{
      message: string;
    }>();
    type Link = OperationInput<typeof contacts.linkContactApplication>;
    expectTypeOf<Link['params']>().toEqualTypeOf<Record<'cid' | 'id', string>>();
  });
});
