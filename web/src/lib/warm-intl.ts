/**
 * The first collation (`localeCompare`) and the first date format of a page load ICU's data: 20–80 ms on a
 * phone's CPU, which otherwise lands inside the render of whatever first sorts names or formats a date
 * (a hall's sector filter, a booth's interview slots) and makes it a long task. Done here, each in a task of
 * its own, while the app's scripts are still arriving (issue 10 §2, total blocking time).
 */
export const warmIntl = async (): Promise<void> => {
  // Not lib/next-task.ts: the entry would then fetch that one line as a file of its own.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  await nextTask();
  'a'.localeCompare('b');
  await nextTask();
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
};
