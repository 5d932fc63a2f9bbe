import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '#client/components/form/form.tsx';
import { WholeNumberField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { parseWholeNumberText } from '#client/lib/form-values.ts';
import { type BillingAccount, extendTrialSchema } from '#common/contracts/billing.ts';
import { ADMIN_BILLING_QUERY_KEY, extendTrial } from '../api/admin-billing.ts';
import { formatDay } from '../billing-words.ts';

const formSchema = z
  .object({ days: z.string() })
  .transform(({ days }) => ({ days: parseWholeNumberText(days) }))
  .pipe(extendTrialSchema);

/** Admin → Billing: gives one account more trial days, from the later of today and the trial's current end. */
export function ExtendTrialDialog({
  account,
  onClose,
}: {
  account: BillingAccount | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const form = useForm({
    defaultValues: { days: '7' },
    resolver: zodResolver(formSchema),
    reValidateMode: 'onSubmit',
  });
  const extend = useMutation({
    mutationFn: extendTrial,
    onSuccess: (extended) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_QUERY_KEY });
      toast({
        title: 'Trial extended',
        description: `${extended.name}'s trial now ends ${extended.trialEndsAt ? formatDay(extended.trialEndsAt) : 'later'}.`,
      });
      onClose();
    },
  });
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => {
        if (open) return;
        extend.reset();
        form.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Extend trial</DialogTitle>
          <DialogDescription>
            {account?.name}
            {account?.standing === 'trial' && account.trialEndsAt
              ? `'s trial ends ${formatDay(account.trialEndsAt)}: the days are added to that.`
              : ' has no running trial: a new one starts today.'}
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          idPrefix={idPrefix}
          className="grid gap-4"
          onSubmit={form.handleSubmit(
            ({ days }) => account && extend.mutate({ artistId: account.artistId, days }),
          )}
        >
          <WholeNumberField name="days" label="Days to add" hint="1 to 60" />
          <DialogError error={extend.error} fallback="The trial could not be extended. Please try again." />
          <DialogFooter>
            <Button type="submit" disabled={extend.isPending}>
              {extend.isPending ? 'Extending…' : 'Extend trial'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
