import { toast } from "./toast";
import { useAction, type ActionOptions } from "./use-action";

interface CountedOptions<Result> extends Pick<ActionOptions, "refreshes"> {
  /** The count the server answers (deletedCount, modifiedCount): success only when it is 1. */
  count: (result: Result) => number;
  success: string;
  nothing: string;
}

/**
 * A change whose answer says how many records it touched: the success toast shows only when the
 * server really changed one record (docs/product-spec.md: 'Delete successful.', 'verified successful.').
 */
export function useCountedAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: CountedOptions<Result>,
) {
  const { run, pending } = useAction(action, { refreshes: options.refreshes });
  const perform = async (...args: Args): Promise<boolean> => {
    const result = await run(...args);
    if (result === undefined) return false;
    if (options.count(result) === 1) {
      toast.success(options.success);
      return true;
    }
    toast.error(options.nothing);
    return false;
  };
  return { perform, pending };
}
