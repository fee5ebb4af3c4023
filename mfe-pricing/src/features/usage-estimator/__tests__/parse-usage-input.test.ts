import { parseConcurrentCalls, parseMinutes } from '../utils/parse-usage-input';

describe('parseMinutes', () => {
  it('treats blank as not entered yet', () => {
    expect(parseMinutes('')).toEqual({ status: 'empty' });
    expect(parseMinutes('   ')).toEqual({ status: 'empty' });
  });

  it('reads whole numbers, with or without US thousands separators', () => {
    expect(parseMinutes('0')).toEqual({ status: 'valid', value: 0 });
    expect(parseMinutes(' 2500 ')).toEqual({ status: 'valid', value: 2500 });
    expect(parseMinutes('2,500')).toEqual({ status: 'valid', value: 2500 });
    expect(parseMinutes('1,000,000')).toEqual({ status: 'valid', value: 1000000 });
  });

  it.each(['abc', '12abc', '1e5', '2,50', '--5', 'NaN', 'Infinity', '5 000'])('says %p is not a number', (raw) => {
    expect(parseMinutes(raw)).toEqual({ status: 'invalid', message: 'Enter the minutes as a number, for example 2,500.' });
  });

  it('refuses negative minutes', () => {
    expect(parseMinutes('-5')).toEqual({ status: 'invalid', message: 'Minutes cannot be negative.' });
  });

  it('refuses fractions of a minute', () => {
    expect(parseMinutes('12.5')).toEqual({ status: 'invalid', message: 'Enter whole minutes, without decimals.' });
  });

  it('refuses absurdly large volumes and points to Enterprise', () => {
    expect(parseMinutes('1000001')).toEqual({
      status: 'invalid',
      message: 'Enter at most 1,000,000 minutes. For more, Enterprise offers custom minute packages.',
    });
    expect(parseMinutes('99999999999999999999')).toMatchObject({ status: 'invalid' });
  });
});

describe('parseConcurrentCalls', () => {
  it('is optional', () => {
    expect(parseConcurrentCalls('')).toEqual({ status: 'empty' });
  });

  it('reads whole numbers from 1', () => {
    expect(parseConcurrentCalls('1')).toEqual({ status: 'valid', value: 1 });
    expect(parseConcurrentCalls('12')).toEqual({ status: 'valid', value: 12 });
  });

  it('explains each kind of bad input', () => {
    expect(parseConcurrentCalls('a few')).toMatchObject({ message: 'Enter the number of calls as a number, for example 3.' });
    expect(parseConcurrentCalls('-2')).toMatchObject({ message: 'Concurrent calls cannot be negative.' });
    expect(parseConcurrentCalls('2.5')).toMatchObject({ message: 'Enter a whole number of calls.' });
    expect(parseConcurrentCalls('0')).toMatchObject({ message: 'Enter at least 1 concurrent call, or leave this empty.' });
    expect(parseConcurrentCalls('5000')).toMatchObject({ message: 'Enter at most 1,000 concurrent calls.' });
  });
});
