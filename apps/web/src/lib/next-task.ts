/**
 * Resolves in a new task of the event loop, so that the work after it does not extend the current task: the
 * boot's steps each run as a task of their own, and a phone's browser may paint and take input between them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
