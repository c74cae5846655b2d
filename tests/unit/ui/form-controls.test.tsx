import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Button } from '../../../src/ui/button.tsx'
import { Checkbox } from '../../../src/ui/checkbox.tsx'
import { Field } from '../../../src/ui/field.tsx'
import { FormField } from '../../../src/ui/form-field.tsx'
import { Input } from '../../../src/ui/input.tsx'
import { RadioGroup } from '../../../src/ui/radio-group.tsx'
import { Select } from '../../../src/ui/select.tsx'
import { Switch } from '../../../src/ui/switch.tsx'
import { Textarea } from '../../../src/ui/textarea.tsx'

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ')
}

describe('Field', () => {
  it('names the control by its label and reads the hint and the error with it', () => {
    render(
      <Field label="Email" hint="We reply within a day." error="Email must be a valid email" required>
        <Input type="email" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: /Email/ })
    expect(describedBy(input)).toBe('We reply within a day. | Email must be a valid email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.hasAttribute('required')).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('Email must be a valid email')
  })

  it('is valid and says nothing extra without an error', () => {
    render(
      <Field label="Company">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Company' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('wires a textarea with its counter and a native select the same way', async () => {
    render(
      <>
        <Field label="Note">
          <Textarea value="Hello" counterMax={500} onChange={() => {}} />
        </Field>
        <Field label="Session focus" hint="Pick one">
          <Select defaultValue="Operations">
            <option>Strategy & Growth</option>
            <option>Operations</option>
          </Select>
        </Field>
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeDefined()
    expect(screen.getByText('5/500')).toBeDefined()
    const select = screen.getByRole('combobox', { name: 'Session focus' })
    expect(describedBy(select)).toBe('Pick one')
    await userEvent.selectOptions(select, 'Strategy & Growth')
    expect((select as HTMLSelectElement).value).toBe('Strategy & Growth')
  })
})

describe('Checkbox, Switch and RadioGroup', () => {
  it('a checkbox toggles from its label and from Space', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Field label="Remember this device" layout="inline">
        <Checkbox onCheckedChange={onChange} />
      </Field>,
    )
    await user.click(screen.getByText('Remember this device'))
    expect(onChange).toHaveBeenLastCalledWith(true)
    const box = screen.getByRole('checkbox', { name: 'Remember this device' })
    box.focus()
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('a switch is named by its row label and a locked one does not move', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <>
        <Field label="Analytics" hint="Helps us understand how the site is used." layout="inline-end">
          <Switch checked={false} onCheckedChange={onChange} />
        </Field>
        <Field label="Essential" layout="inline-end">
          <Switch checked disabled />
        </Field>
      </>,
    )
    const analytics = screen.getByRole('switch', { name: 'Analytics' })
    expect(describedBy(analytics)).toBe('Helps us understand how the site is used.')
    await user.click(analytics)
    expect(onChange).toHaveBeenCalledWith(true)
    const essential = screen.getByRole('switch', { name: 'Essential' })
    expect(essential.hasAttribute('disabled')).toBe(true)
  })

  it('a radio group is named by the field, arrow keys move through it and Space picks', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Field label="Timeline">
        <RadioGroup
          defaultValue="this-week"
          onValueChange={onChange}
          options={[
            { value: 'this-week', label: 'This week' },
            { value: 'next-week', label: 'Next week' },
            { value: 'flexible', label: 'Flexible' },
          ]}
        />
      </Field>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Timeline' })).toBeDefined()
    const first = screen.getByRole('radio', { name: 'This week' })
    expect(first.getAttribute('aria-checked')).toBe('true')
    first.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Next week' }))
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith('next-week')
    expect(screen.getByRole('radio', { name: 'Next week' }).getAttribute('aria-checked')).toBe('true')
  })
})

const schema = z.object({
  email: z.string().email('Email must be a valid email'),
  updates: z.boolean().refine((value) => value, 'Please accept the updates'),
})
type Values = z.infer<typeof schema>

function ContactForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', updates: false },
  })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Field label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" {...form.register('email')} />
      </Field>
      <FormField
        control={form.control}
        name="updates"
        label="Send me updates"
        layout="inline"
        render={(field) => (
          <Checkbox checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <Button type="submit">Send</Button>
    </form>
  )
}

describe('react-hook-form wiring', () => {
  it("shows the schema's messages under their fields and submits once they are fixed", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<ContactForm onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Email must be a valid email')).toBeDefined()
    expect(screen.getByText('Please accept the updates')).toBeDefined()
    expect(screen.getByRole('checkbox', { name: 'Send me updates' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(onSubmit).not.toHaveBeenCalled()

    await user.clear(screen.getByRole('textbox', { name: 'Email' }))
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    await user.click(screen.getByRole('checkbox', { name: 'Send me updates' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com', updates: true })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
