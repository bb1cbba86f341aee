/** A notification as the bell menu shows it (the web imports this type). */
export type NotificationItem = {
  id: string;
  type: 'competition' | 'level' | 'achievement' | 'subject' | 'subscription';
  title: string;
  description: string;
  createdAt: string;
  read: boolean;
};
