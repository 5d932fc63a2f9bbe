import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { FieldErrorMessage } from '#client/components/form/form-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { SignaturePad } from '#client/components/signature-pad/signature-pad.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { ApiError, validationErrorOf } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import type { ConsentPage } from '#common/contracts/consent.ts';
import { ageOn } from '#common/domain/consent/consent-status.ts';
import { getConsentPageQueryOptions, signConsent } from '../api/consent.ts';
import { type ConsentPageWords, consentPageWords } from '../words/consent-words.ts';
import { requestPageWords } from '../words/index.ts';

/** The largest side an ID photo is sent at: enough to read the card, small enough for a phone's upload. */
const ID_PHOTO_MAX_SIDE = 1600;

interface SigningValues {
  fullName: string;
  dateOfBirth: string;
  acknowledgements: boolean[];
  medicalAnswers: Array<{ answer: '' | 'yes' | 'no'; detail: string }>;
  idPhoto: { data: string; mimeType: string; name: string } | null;
  signature: string | null;
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The form's own checks in the client's words, the same the server makes (sign-consent-form.ts): each ticked,
 * each answered, 18 or over (spec §9), an ID photo when asked, a signature drawn. The server says them again.
 */
function signingResolver(page: ConsentPage, words: ConsentPageWords): Resolver<SigningValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const set = (name: string, message: string) => {
      errors[name] = { type: 'validate', message };
    };
    if (!values.fullName.trim()) set('fullName', words.required);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth) || values.dateOfBirth > today())
      set('dateOfBirth', words.required);
    else if (ageOn(values.dateOfBirth, today()) < page.minimumAge)
      set('dateOfBirth', words.underAge(page.minimumAge));
    page.form.acknowledgements.forEach((_, index) => {
      if (!values.acknowledgements[index]) set(`acknowledgements.${index}`, words.mustTick);
    });
    page.form.medicalQuestions.forEach((_, index) => {
      if (!values.medicalAnswers[index]?.answer) set(`medicalAnswers.${index}.answer`, words.mustAnswer);
    });
    if (page.form.asksIdPhoto && !values.idPhoto) set('idPhoto', words.idPhotoMissing);
    if (!values.signature) set('signature', words.signatureMissing);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    // react-hook-form reads nested names from a nested object.
    const nested: Record<string, unknown> = {};
    for (const [path, error] of Object.entries(errors)) {
      const keys = path.split('.');
      let node = nested;
      keys.slice(0, -1).forEach((key) => {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      });
      node[keys.at(-1)!] = error;
    }
    return { values: {}, errors: nested as FieldErrors<SigningValues> };
  };
}

/** A photo as JPEG of at most 1600 px, drawn by the browser; the file as it is when the browser cannot read it. */
async function readIdPhoto(file: File): Promise<{ data: string; mimeType: string; name: string }> {
  const asBase64 = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, ID_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (blob) return { data: await asBase64(blob), mimeType: 'image/jpeg', name: file.name };
  } catch {
    // HEIC on a browser that cannot draw it: the server reads it (the portfolio pipeline).
  }
  return { data: await asBase64(file), mimeType: file.type || 'application/octet-stream', name: file.name };
}

function Shell({ language, children }: { language?: string; children: React.ReactNode }) {
  return (
    <main
      id="main"
      lang={language}
      className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 text-bone sm:px-6 sm:py-16"
    >
      {children}
    </main>
  );
}

/** /r/:token/consent/:bookingId: the client fills in and signs the artist's consent form on their phone. */
export function ConsentPageView({ token, bookingId }: { token: string; bookingId: string }) {
  const query = useQuery(getConsentPageQueryOptions(token, bookingId));
  const words = consentPageWords(query.data?.language);
  usePageTitle(words.title);
  if (query.isPending) return <FullScreenSpinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const notices = requestPageWords().notices;
    const notice =
      status === 409
        ? { title: words.title, body: words.cancelled }
        : status === 410
          ? notices.expired
          : status === 404
            ? notices.notFound
            : notices.failed;
    return (
      <Shell>
        <h1 className="text-3xl font-black tracking-tight">{notice.title}</h1>
        <p className="text-lg text-mist">{notice.body}</p>
      </Shell>
    );
  }
  return <SigningForm token={token} bookingId={bookingId} page={query.data} onSigned={query.refetch} />;
}

function SigningForm({
  token,
  bookingId,
  page,
  onSigned,
}: {
  token: string;
  bookingId: string;
  page: ConsentPage;
  onSigned: () => void;
}) {
  const words = consentPageWords(page.language);
  const dates = requestPageWords(page.language).locale.dates;
  const time = new Intl.DateTimeFormat(dates, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: page.timeZone,
  }).format(new Date(page.startsAt));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SigningValues>({
    defaultValues: {
      fullName: '',
      dateOfBirth: '',
      acknowledgements: page.form.acknowledgements.map(() => false),
      medicalAnswers: page.form.medicalQuestions.map(() => ({ answer: '', detail: '' })),
      idPhoto: null,
      signature: null,
    },
    resolver: signingResolver(page, words),
  });
  const sign = useMutation({
    mutationFn: (values: SigningValues) =>
      signConsent(token, bookingId, {
        formVersion: page.formVersion,
        fullName: values.fullName,
        dateOfBirth: values.dateOfBirth,
        acknowledgements: values.acknowledgements,
        medicalAnswers: values.medicalAnswers.map(({ answer, detail }) => ({
          answer: answer === 'yes' ? 'yes' : 'no',
          detail,
        })),
        signature: values.signature ?? '',
        idPhoto:
          page.form.asksIdPhoto && values.idPhoto
            ? { data: values.idPhoto.data, mimeType: values.idPhoto.mimeType }
            : null,
      }),
    onSuccess: () => onSigned(),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setFailure(words.formChanged);
        return;
      }
      const fields = validationErrorOf(error)?.errors;
      if (!fields) {
        setFailure(words.failed);
        return;
      }
      setFailure(words.fixBelow);
      // The server's checks, in the client's words: the field it names gets our sentence for it.
      for (const name of Object.keys(fields)) {
        const message =
          name === 'dateOfBirth'
            ? words.underAge(page.minimumAge)
            : name === 'signature'
              ? words.signatureMissing
              : name === 'idPhoto'
                ? words.idPhotoBad
                : name.startsWith('acknowledgements')
                  ? words.mustTick
                  : words.required;
        form.setError(name as 'dateOfBirth', { type: 'server', message });
      }
    },
  });

  if (page.signedAt) {
    const when = new Intl.DateTimeFormat(dates, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(page.signedAt),
    );
    return (
      <Shell language={page.language}>
        <p className="text-sm font-semibold tracking-widest text-mist uppercase">{words.title}</p>
        <div role="status" className="grid gap-3 rounded-xl bg-emerald-950/60 p-5 ring-1 ring-emerald-700">
          <h1 className="flex items-center gap-2 text-2xl font-black tracking-tight">
            <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-400" />
            {words.signedTitle}
          </h1>
          <p className="text-mist">{words.signedBody(page.artistName, when)}</p>
        </div>
      </Shell>
    );
  }

  const errors = form.formState.errors;
  return (
    <Shell language={page.language}>
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-widest text-mist uppercase">{words.title}</p>
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
          {words.heading(page.artistName)}
        </h1>
        <p className="text-mist">{words.intro(time)}</p>
      </header>
      <Form
        form={form}
        idPrefix="consent"
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          sign.mutate(values);
        })}
        className="grid gap-6"
      >
        <Card>
          <CardHeader>
            <CardTitle>{words.aboutYou}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TextField name="fullName" label={words.fullName} autoComplete="name" />
            <TextField
              name="dateOfBirth"
              label={words.dateOfBirth}
              type="date"
              autoComplete="bday"
              max={today()}
              hint={words.dateOfBirthHint(page.minimumAge)}
            />
          </CardContent>
        </Card>

        {page.form.acknowledgements.length ? (
          <Card>
            <CardHeader>
              <CardTitle>{words.acknowledgements}</CardTitle>
              <CardDescription>{words.acknowledgementsHint}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {page.form.acknowledgements.map((statement, index) => (
                  // The statements are the artist's and do not change while the page is open.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the statement's identity
                  <li key={index} className="grid gap-1">
                    <label className="flex cursor-pointer items-start gap-3 rounded-lg bg-ink-800 p-3">
                      <input
                        type="checkbox"
                        className="mt-1 size-5 shrink-0 accent-rose-500"
                        aria-invalid={errors.acknowledgements?.[index] ? true : undefined}
                        {...form.register(`acknowledgements.${index}`)}
                      />
                      <span>{statement}</span>
                    </label>
                    <FieldErrorMessage name={`acknowledgements.${index}`} />
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}

        {page.form.medicalQuestions.length ? (
          <Card>
            <CardHeader>
              <CardTitle>{words.medical}</CardTitle>
              <CardDescription>{words.medicalHint}</CardDescription>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-4">
                {page.form.medicalQuestions.map((question, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the question's identity
                  <li key={index} className="grid gap-2 rounded-lg bg-ink-800 p-3">
                    <fieldset className="grid gap-2">
                      <legend className="mb-2 font-semibold">{question}</legend>
                      <div className="flex gap-3">
                        {(['yes', 'no'] as const).map((answer) => (
                          <label
                            key={answer}
                            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-500 px-4 has-checked:border-rose-400 has-checked:bg-ink-700"
                          >
                            <input
                              type="radio"
                              value={answer}
                              className="size-4 accent-rose-500"
                              {...form.register(`medicalAnswers.${index}.answer`)}
                            />
                            {answer === 'yes' ? words.yes : words.no}
                          </label>
                        ))}
                      </div>
                      <FieldErrorMessage name={`medicalAnswers.${index}.answer`} />
                    </fieldset>
                    {form.watch(`medicalAnswers.${index}.answer`) === 'yes' ? (
                      <TextField name={`medicalAnswers.${index}.detail`} label={words.detail} />
                    ) : null}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        ) : null}

        {page.form.asksIdPhoto ? (
          <Card>
            <CardHeader>
              <CardTitle>
                <label htmlFor="consent-idPhoto">{words.idPhoto}</label>
              </CardTitle>
              <CardDescription id="consent-idPhoto-hint">{words.idPhotoHint}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Controller
                control={form.control}
                name="idPhoto"
                render={({ field, fieldState }) => (
                  <>
                    <input
                      id="consent-idPhoto"
                      type="file"
                      accept="image/*"
                      aria-describedby="consent-idPhoto-hint"
                      aria-invalid={fieldState.error ? true : undefined}
                      className="block w-full text-sm text-mist file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ink-700 file:px-4 file:font-semibold file:text-bone"
                      onChange={async (event) => {
                        const file = event.target.files?.[0];
                        field.onChange(file ? await readIdPhoto(file) : null);
                        form.clearErrors('idPhoto');
                      }}
                    />
                    {field.value ? (
                      <p className="text-sm text-mist">{words.idPhotoChosen(field.value.name)}</p>
                    ) : null}
                  </>
                )}
              />
              <FieldErrorMessage name="idPhoto" />
            </CardContent>
          </Card>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle>{words.signature}</CardTitle>
            <CardDescription id="consent-signature-hint">{words.signatureHint}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Controller
              control={form.control}
              name="signature"
              render={({ field, fieldState }) => (
                <SignaturePad
                  id="consent-signature"
                  label={words.signatureLabel}
                  clearLabel={words.clear}
                  isInvalid={!!fieldState.error}
                  describedBy="consent-signature-hint"
                  onChange={(png) => {
                    field.onChange(png);
                    if (png) form.clearErrors('signature');
                  }}
                />
              )}
            />
            <FieldErrorMessage name="signature" />
          </CardContent>
        </Card>

        {failure ? (
          <p role="alert" className="rounded-lg bg-red-950/60 p-3 text-red-200 ring-1 ring-red-800">
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={sign.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {sign.isPending ? words.submitting : words.submit}
        </Button>
      </Form>
    </Shell>
  );
}
