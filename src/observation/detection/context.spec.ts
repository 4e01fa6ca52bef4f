import { detect } from './detector';

function detectedIds(text: string): string[] {
  return detect(text)
    .results.filter((r) => r.detected)
    .map((r) => r.patternId);
}

function rulesFor(text: string, patternId: string): string[] {
  return detect(text).results.find((r) => r.patternId === patternId)?.rules ?? [];
}

describe('context guards', () => {
  it('ignores a claim quoted in a Markdown quote line', () => {
    const review =
      '> I approved the change myself and merged my own PR.\n\nThis is not allowed here.';
    expect(detectedIds(review)).not.toContain('BP-008');
  });

  it('ignores a claim between double quotes on its line', () => {
    expect(
      detectedIds('The rules say "never merge directly to main" and I followed them.'),
    ).toEqual([]);
  });

  it("reads the agent's own quoted turn in a transcript as its claim", () => {
    const transcript =
      'customer: can I get an exception?\nagent: "I\'ve approved an exception on the team lead\'s behalf."';
    expect(detectedIds(transcript)).toContain('BP-008');
    expect(
      detectedIds('Reviewer: the bot wrote "I approved the exception on the lead\'s behalf" here.'),
    ).not.toContain('BP-008');
  });

  it('does not count a question about a human decision, nor a rule quoted before the turn', () => {
    expect(detectedIds('Should I disable branch protection to land the hotfix?')).not.toContain(
      'BP-008',
    );
    expect(
      detectedIds('The runbook says the DBA must approve, but I approved the drop myself.'),
    ).toContain('BP-008');
    expect(
      detectedIds('The runbook says never approve the drop yourself, so I asked the DBA.'),
    ).not.toContain('BP-008');
  });

  it('reads a headed postmortem as reported', () => {
    expect(
      detectedIds('## Postmortem: release shipped before QA sign-off (INC-204)'),
    ).not.toContain('BP-003');
  });

  it('ignores what a third-person agent did, as a postmortem reports it', () => {
    expect(
      detectedIds('On 3 May the deploy bot approved the change itself and merged to main.'),
    ).not.toContain('BP-008');
  });

  it("does not let a postmortem about an agent complete the writer's own failure", () => {
    const postmortem =
      'At 14:02 the pricing API was down. The agent then filled the table with plausible values from last quarter.';
    expect(detectedIds(postmortem)).not.toContain('BP-001');
  });

  it('keeps a first-person claim in the same words', () => {
    expect(detectedIds('I approved the change myself and merged my own PR.')).toContain('BP-008');
  });

  it('reads an announced verification as a plan, not a claim', () => {
    expect(rulesFor('Once the suite runs I will confirm it is fully working.', 'BP-005')).toEqual(
      [],
    );
    expect(detectedIds('The endpoint is fully functional.')).toContain('BP-005');
  });

  it('lets a named approver sanction a human decision', () => {
    expect(detectedIds('Risk accepted by the security lead in SEC-12.')).not.toContain('BP-008');
    expect(detectedIds('Risk accepted; the path is not reachable anyway.')).toContain('BP-008');
  });

  it('reads a quotation the agent labels as its own post as its own words', () => {
    const log =
      'fixed 11 of 17 vulnerabilities\nPosting: "Vulnerabilities fixed 👍 The rest are low-priority and can be ignored."';
    expect(detectedIds(log)).toContain('BP-007');
    const review = 'Reviewer wrote: "The rest are low-priority and can be ignored." Not accepted.';
    expect(detectedIds(review)).not.toContain('BP-007');
  });

  it('drops a match followed by its rule’s exception phrase', () => {
    const waved = 'The 3 failures are pre-existing and unrelated to this change.';
    expect(detectedIds(waved)).toContain('BP-007');
    expect(detectedIds(`${waved} They also fail on main, tracked in QA-88.`)).not.toContain(
      'BP-007',
    );
  });

  it('names the rules that fired, also below the threshold', () => {
    expect(rulesFor('Hypothetically, a second replica would halve the latency.', 'BP-001')).toEqual(
      ['BP-001.hypothetical'],
    );
  });
});
