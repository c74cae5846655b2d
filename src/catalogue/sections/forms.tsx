import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Checkbox } from '../../ui/checkbox.tsx'
import { Field } from '../../ui/field.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { Input } from '../../ui/input.tsx'
import { RadioGroup } from '../../ui/radio-group.tsx'
import { Select } from '../../ui/select.tsx'
import { Switch } from '../../ui/switch.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { CatalogueSection, Specimen } from '../specimen.tsx'

const schema = z.object({
  email: z.string().email('Email must be a valid email'),
  focus: z.string().min(1, 'Session focus is required'),
  reminders: z.boolean(),
})
type Values = z.infer<typeof schema>

/** A react-hook-form + zod form, validated once on load so its error states show. */
function BookingForm() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: 'ada@', focus: '', reminders: true },
  })
  useEffect(() => {
    void form.trigger()
  }, [form])
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(() => {})}>
      <Field label="Email" required error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label="Session focus" required error={form.formState.errors.focus?.message}>
        <Select {...form.register('focus')}>
          <option value="">Choose…</option>
          <option>Strategy & Growth</option>
          <option>Fundraising</option>
          <option>Operations</option>
          <option>Market Entry</option>
        </Select>
      </Field>
      <FormField
        control={form.control}
        name="reminders"
        label="Session reminders"
        hint="A push notification an hour before."
        layout="inline-end"
        render={(field) => (
          <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <Button type="submit" className="w-fit">
        Continue
      </Button>
    </form>
  )
}

export function Forms() {
  return (
    <CatalogueSection id="forms" title="Forms">
      <div className="grid gap-8 md:grid-cols-2">
        <Specimen title="Text inputs: default, hint, error, disabled" className="grid">
          <Field label="Company">
            <Input placeholder="Acme Ventures" />
          </Field>
          <Field label="Website" hint="Starts with https://">
            <Input type="url" defaultValue="https://jul.example" />
          </Field>
          <Field label="Email" error="Email must be a valid email" required>
            <Input type="email" defaultValue="ada@" />
          </Field>
          <Field label="Card number">
            <Input defaultValue="JUL-PRO-12345678" disabled />
          </Field>
        </Specimen>
        <Specimen title="Textarea with counter, native select" className="grid">
          <Field label="Quick note" hint="Saved on this device first.">
            <Textarea
              value="Follow up with the investor about the bridge round."
              counterMax={500}
              onChange={() => {}}
            />
          </Field>
          <Field label="Timeline">
            <Select defaultValue="Next week">
              <option>This week</option>
              <option>Next week</option>
              <option>Flexible</option>
            </Select>
          </Field>
        </Specimen>
        <Specimen title="Checkboxes" className="grid">
          <Field label="Remember this device" layout="inline">
            <Checkbox />
          </Field>
          <Field label="Share with my advisor" hint="Your advisor sees this capture." layout="inline">
            <Checkbox defaultChecked />
          </Field>
          <Field label="Some sessions selected" layout="inline">
            <Checkbox checked="indeterminate" />
          </Field>
          <Field label="I accept the terms" error="Please accept the terms" layout="inline">
            <Checkbox />
          </Field>
          <Field label="Locked option" layout="inline">
            <Checkbox disabled defaultChecked />
          </Field>
        </Specimen>
        <Specimen title="Switches and radio group" className="grid">
          <Field label="Essential" hint="Needed for sign-in and security. Always on." layout="inline-end">
            <Switch checked disabled />
          </Field>
          <Field label="Analytics" hint="Helps us understand how the site is used." layout="inline-end">
            <Switch defaultChecked />
          </Field>
          <Field label="Marketing" layout="inline-end">
            <Switch />
          </Field>
          <Field label="Currency">
            <RadioGroup
              defaultValue="EUR"
              options={[
                { value: 'EUR', label: '€ EUR · Euro' },
                { value: 'USD', label: '$ USD · US Dollar' },
                { value: 'GBP', label: '£ GBP · British Pound', hint: 'Detected from Europe/London' },
              ]}
            />
          </Field>
        </Specimen>
      </div>
      <Card className="max-w-lg">
        <CardHeader>
          <CardTitle as="h3">react-hook-form with zod</CardTitle>
          <CardDescription>The schema's messages under their fields, after a submit.</CardDescription>
        </CardHeader>
        <BookingForm />
      </Card>
    </CatalogueSection>
  )
}
