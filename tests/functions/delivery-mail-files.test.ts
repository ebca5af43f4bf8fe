import { describe, expect, it } from 'vitest';
import { buildNotificationEmail } from '../../functions/src/services/notification-emails';

const delivered = {
  id: 't1_s4_delivered',
  userId: 'u1',
  templateKey: 'task_delivered' as const,
  payload: { task_id: 't1', task_title: 'Spring visual' },
  email: 'task_delivered' as const,
};

describe('delivery e-mail with files', () => {
  it('links each delivered file to the task page that downloads it behind sign-in, never attaching it', () => {
    const files = [
      { id: 'f1', name: 'spring <sale>.png' },
      { id: 'f2', name: 'data.xlsx' },
    ];
    for (const locale of ['en', 'fr'] as const) {
      const mail = buildNotificationEmail(
        'task_delivered',
        delivered,
        { email: 'c@example.test', name: 'Dominique', locale },
        'https://tasklane.ca',
        undefined,
        files,
      );
      expect(mail.attachments).toBeUndefined();
      expect(mail.html).toContain('<a href="https://tasklane.ca/tasks/t1?download=f1">spring &lt;sale&gt;.png</a>');
      expect(mail.html).toContain('href="https://tasklane.ca/tasks/t1?download=f2"');
      expect(mail.text).toContain('- data.xlsx: https://tasklane.ca/tasks/t1?download=f2');
      expect(mail.text).toContain(locale === 'fr' ? 'Vos fichiers :' : 'Your files:');
    }
  });

  it('says nothing about files when the delivery has none', () => {
    const mail = buildNotificationEmail(
      'task_delivered',
      delivered,
      { email: 'c@example.test', name: 'Dominique', locale: 'en' },
      'https://tasklane.ca',
    );
    expect(mail.text).not.toContain('Your files');
    expect(mail.html).not.toContain('download=');
  });

  it('states the revision terms the settings hold, not a fixed "one free"', () => {
    const mail = (locale: 'en' | 'fr', free: number, extraCredits = 1) =>
      buildNotificationEmail(
        'task_delivered',
        delivered,
        { email: 'c@example.test', name: 'Dominique', locale },
        'https://tasklane.ca',
        undefined,
        [],
        { free, extraCredits },
      ).text;
    expect(mail('en', 1)).toContain(
      'Each task includes one free minor revision, which you can ask for within 72 hours of its delivery.',
    );
    expect(mail('en', 2)).toContain('Each task includes 2 free minor revisions');
    expect(mail('fr', 2)).toContain('Chaque tâche comprend 2 retouches mineures gratuites');
    expect(mail('en', 0, 2)).toContain(
      'You can ask for a minor revision within 72 hours of its delivery, for 2 credits.',
    );
    expect(mail('en', 0, 2)).not.toContain('free');
    expect(mail('fr', 0, 1)).toContain('au prix de 1 crédit.');
  });
});
