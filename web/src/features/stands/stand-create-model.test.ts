import { describe, expect, it } from 'vitest';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import { violationCodes } from '../../lib/form-violations.ts';
import { standCreateFieldOf, toStandCreateBody, validateStandCreate } from './stand-create-model.ts';

const serverStandCreateErrors = (error: unknown) => violationCodes(error, standCreateFieldOf);

describe('booth creation (organizer)', () => {
  it('sends the firm, the name and a slot only with a hall', () => {
    expect(toStandCreateBody({ firm: '4', fairHall: null, number: 3, name: ' Deux-Rives ' }, 1)).toEqual({
      fair: 1,
      firm: 4,
      name: 'Deux-Rives',
      fairHall: null,
      number: null,
    });
    expect(toStandCreateBody({ firm: '4', fairHall: '2', number: 3, name: 'X' }, 1)).toMatchObject({
      fairHall: 2,
      number: 3,
    });
  });

  it('asks for a firm and a name', () => {
    expect(validateStandCreate({ firm: null, fairHall: null, number: '', name: '' })).toEqual({
      firm: 'required',
      name: 'required',
    });
    expect(validateStandCreate({ firm: '4', fairHall: null, number: '', name: 'X' })).toEqual({});
  });

  it('puts a taken or missing slot on the slot number, other refusals in the card', () => {
    const taken = new ApiError(toProblem(409, { message_code: 'stand_slot_taken' }, 'Conflict'));
    expect(serverStandCreateErrors(taken)).toEqual({ number: 'stand_slot_taken' });
    const violation = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [{ propertyPath: 'number', code: 'stand_slot_out_of_range' }],
        },
        'x',
      ),
    );
    expect(serverStandCreateErrors(violation)).toEqual({ number: 'stand_slot_out_of_range' });
    expect(serverStandCreateErrors(new ApiError(toProblem(403, { message_code: 'forbidden' }, 'x')))).toEqual(
      {},
    );
  });
});
