import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileText, IdCard, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '#client/components/form/form.tsx';
import { FieldErrorMessage } from '#client/components/form/form-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { SignaturePad } from '#client/components/signature-pad/signature-pad.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { artistPartRequestSchema, type BookingConsent } from '#common/contracts/consent.ts';
import { bookingConsentKey, getBookingConsentQueryOptions, recordArtistPart } from '../api/consent.ts';
import { ConsentStatusBadge } from './consent-status-badge.tsx';

/**
 * A confirmed booking's consent form on the artist's side (issue #26 item 4): its status with a label, the
 * signed PDF and the ID photo to open, the client's signing link to copy, and the artist's part after the
 * session.
 */
export function BookingConsentRow({ bookingId }: { bookingId: string }) {
  const consent = useQuery(getBookingConsentQueryOptions(bookingId));
  const [isFilling, setIsFilling] = useState(false);
  if (consent.isPending) return <p className="text-sm text-mist">Loading the consent form…</p>;
  if (consent.isError) return <p className="text-sm text-red-300">The consent form could not be loaded.</p>;
  const data = consent.data;
  return (
    <section aria-label="Consent form" className="grid gap-2 border-t border-ink-700 pt-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">Consent form</span>
        <ConsentStatusBadge status={data.status} />
      </div>
      {data.signed ? (
        <p className="text-sm text-mist">
          Signed by {data.signed.fullName} (born {data.signed.dateOfBirth}) on{' '}
          {new Date(data.signed.signedAt).toLocaleString()}
          {data.artistPart ? `; your part added ${new Date(data.artistPart.signedAt).toLocaleString()}` : ''}.
        </p>
      ) : (
        <p className="text-sm text-mist">
          The client signs from the link in their confirmation and reminder emails.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {data.signed ? (
          <>
            <Button size="sm" variant="secondary" asChild>
              <a href={data.signed.pdfUrl} target="_blank" rel="noreferrer">
                <FileText aria-hidden="true" className="size-4" />
                Open signed PDF
              </a>
            </Button>
            {data.signed.idPhotoUrl ? (
              <Button size="sm" variant="outline" asChild>
                <a href={data.signed.idPhotoUrl} target="_blank" rel="noreferrer">
                  <IdCard aria-hidden="true" className="size-4" />
                  View ID photo
                </a>
              </Button>
            ) : null}
            {data.form.hasArtistPart ? (
              <Button
                size="sm"
                variant={data.artistPart ? 'outline' : 'primary'}
                onClick={() => setIsFilling(true)}
              >
                <PenLine aria-hidden="true" className="size-4" />
                {data.artistPart ? 'Edit your part' : 'Fill in your part'}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <CopyButton text={data.signingUrl} subject="the consent form link" />
            {/* A client at the studio can sign on the artist's tablet. */}
            <Button size="sm" variant="outline" asChild>
              <a href={data.signingUrl} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" className="size-4" />
                Open the signing page
              </a>
            </Button>
          </>
        )}
      </div>
      <ArtistPartDialog consent={isFilling ? data : null} onClose={() => setIsFilling(false)} />
    </section>
  );
}

type PartValues = z.input<typeof artistPartRequestSchema>;
type PartPayload = z.output<typeof artistPartRequestSchema>;

/** After the session: ink brand and lot numbers, needles, and the artist's signature drawn on screen. */
function ArtistPartDialog({ consent, onClose }: { consent: BookingConsent | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<PartValues, unknown, PartPayload>({
    values: {
      inkBrand: consent?.artistPart?.inkBrand ?? '',
      lotNumbers: consent?.artistPart?.lotNumbers ?? '',
      needles: consent?.artistPart?.needles ?? '',
      signature: '',
    },
    resolver: zodResolver(artistPartRequestSchema),
  });
  const save = useMutation({
    mutationFn: (data: PartPayload) => recordArtistPart(consent?.bookingId ?? '', data),
    onSuccess: (updated) => {
      queryClient.setQueryData(bookingConsentKey(updated.bookingId), updated);
      void queryClient.invalidateQueries({ queryKey: ['/api/consent/bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/booking/leads'] });
      onClose();
    },
    onError: (error) => {
      for (const [name, message] of Object.entries(validationErrorOf(error)?.errors ?? {}))
        form.setError(name as keyof PartValues, { type: 'server', message });
    },
  });
  return (
    <Dialog open={consent !== null} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        {consent ? (
          <Form
            form={form}
            idPrefix="artist-part"
            onSubmit={form.handleSubmit((data) => save.mutate(data))}
            className="grid gap-4"
          >
            <DialogHeader>
              <DialogTitle>Your part of the consent form</DialogTitle>
              <DialogDescription>
                What you used in the session. It is added to the signed PDF, with your signature.
              </DialogDescription>
            </DialogHeader>
            <TextField name="inkBrand" label="Ink brand" autoComplete="off" />
            <TextField
              name="lotNumbers"
              label="Lot numbers"
              hint="Every bottle used, comma separated."
              autoComplete="off"
            />
            <TextField
              name="needles"
              label="Needles"
              hint="Configurations and sizes, e.g. 3RL, 7RM."
              autoComplete="off"
            />
            <div className="grid gap-2">
              <span className="text-sm font-semibold" id="artist-part-signature-label">
                Your signature
              </span>
              <Controller
                control={form.control}
                name="signature"
                render={({ field, fieldState }) => (
                  <SignaturePad
                    id="artist-part-signature"
                    label="Signature pad: draw your signature"
                    clearLabel="Clear"
                    isInvalid={!!fieldState.error}
                    onChange={(png) => {
                      field.onChange(png ?? '');
                      if (png) form.clearErrors('signature');
                    }}
                  />
                )}
              />
              <FieldErrorMessage name="signature" />
            </div>
            <DialogError error={save.error} fallback="Your part could not be saved. Please try again." />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                Save and sign
              </Button>
            </DialogFooter>
          </Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
