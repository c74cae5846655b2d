/**
 * The prompt of the day (001 §2 Home, JUL Mode): one strategic question per calendar day, the same for
 * every member on that day, cycling through the list. Pure: the date comes in.
 */

export interface DailyPrompt {
  category: 'strategy' | 'fundraising' | 'operations' | 'people' | 'customers'
  text: string
}

export const DAILY_PROMPTS: readonly DailyPrompt[] = [
  { category: 'strategy', text: 'What is the one decision this week that would make the others easier?' },
  { category: 'customers', text: 'Which customer conversation taught you the most this month, and why?' },
  {
    category: 'fundraising',
    text: 'If an investor asked for your wedge in one sentence, what would you say?',
  },
  { category: 'operations', text: 'Which recurring meeting could you cancel without anyone missing it?' },
  {
    category: 'people',
    text: 'Who on the team is ready for more responsibility, and what would you hand over?',
  },
  { category: 'strategy', text: 'What would you stop doing if you had to cut a third of your roadmap?' },
  {
    category: 'fundraising',
    text: 'Which metric best proves your progress since the last update to investors?',
  },
  {
    category: 'customers',
    text: 'What is the most common reason a prospect says no, and what changes that?',
  },
  {
    category: 'operations',
    text: 'Where does work wait longest between two people, and how do you shorten it?',
  },
  { category: 'people', text: 'What feedback have you been postponing, and when will you give it?' },
  { category: 'strategy', text: 'Which assumption in your plan, if wrong, would hurt the most?' },
  { category: 'fundraising', text: 'How many months of runway do you have, and what changes at six?' },
  { category: 'customers', text: 'Which customer would be most upset if you disappeared tomorrow?' },
  { category: 'operations', text: 'What did you measure this week that nobody acted on?' },
]

const DAY = 24 * 60 * 60 * 1000

/** The prompt for the local calendar day of `now`. */
export function promptOfTheDay(now: Date): DailyPrompt {
  const day = Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY)
  return DAILY_PROMPTS[day % DAILY_PROMPTS.length] ?? { category: 'strategy', text: '' }
}
