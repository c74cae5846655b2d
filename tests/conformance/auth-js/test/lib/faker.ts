import { randomBytes, randomUUID } from 'node:crypto'

// The few `@faker-js/faker` calls the suite makes, with random values of the same shape.
const alphanumeric = (length: number) =>
  randomBytes(length * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length).padEnd(length, '0')

export const faker = {
  internet: {
    email: () => `user.${randomUUID().slice(0, 13)}@example.com`,
    password: () => `${alphanumeric(12)}Aa1!`,
    domainName: () => `${alphanumeric(8).toLowerCase()}.example.com`,
  },
  image: {
    avatarGitHub: () => `https://avatars.githubusercontent.com/u/${Math.floor(Math.random() * 1e8)}`,
    url: () => `https://picsum.photos/seed/${alphanumeric(6)}/640/480`,
  },
  string: { alphanumeric },
}
