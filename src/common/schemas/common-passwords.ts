// Widely reported most-used passwords of at least 8 characters (shorter ones already fail the length rule),
// lower-cased and whitespace-separated (none contains a space); compare against the lower-cased candidate.
const LIST = `
  password password1 password12 password123 password1234 password! passw0rd p@ssw0rd p@ssword 12345678
  123456789 1234567890 0987654321 987654321 87654321 11111111 111111111 1111111111 00000000 22222222
  55555555 66666666 77777777 88888888 99999999 12341234 12121212 11223344 11112222 12344321 123123123
  147258369 123456789a 123456789q 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1
  q1w2e3r4 q1w2e3r4t5 qazwsxedc qweasdzxc 123qweasd qwertyuiop qwerty123 qwerty12 qwerty1234 qwertyui
  qwer1234 1234qwer asdfghjkl asdfasdf asdf1234 zxcvbnm1 zxcvbnm123 abcd1234 abc12345 abcdefgh a1b2c3d4
  aa123456 pass1234 test1234 hello123 admin123 administrator changeme changeme1 iloveyou iloveyou1
  iloveyou2 sunshine sunshine1 princess princess1 football football1 baseball basketball welcome1
  welcome123 superman batman123 starwars starwars1 trustno1 letmein1 letmein123 whatever whatever1
  computer michelle jennifer jessica1 jordan23 michael1 charlie1 master123 mustang1 shadow12 monkey123
  dragon123 babygirl lovely123 liverpool chocolate butterfly internet secret123 freedom1 passport
  qwertyuiop1 iloveyou123 fuckyou1 asshole1 12qwaszx 1234abcd 123abc123 abcd12345 aaaaaaaa asdasdasd
  minecraft pokemon1 12345678910
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
