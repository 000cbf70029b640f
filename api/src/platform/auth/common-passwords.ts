/**
 * A shipped list of passwords seen most often in breaches that still pass the §5 composition
 * rules (lower, upper, digit, special), plus their obvious French variants. Compared
 * case-insensitively. Architecture §9.2: such passwords are refused.
 */
const LIST = `
password1! password1@ password1# password1$ password1* password12! password123! password123@ password123#
passw0rd! passw0rd p@ssw0rd p@ssw0rd! p@ssw0rd1 p@ssword1 p@ssword1! p@55w0rd pa$$w0rd pa$$word1 pa$$w0rd1
welcome1! welcome1@ welcome123! welcome2024! welcome2025! welcome2026! qwerty1! qwerty12! qwerty123! qwerty123@
azerty1! azerty12! azerty123! azerty123@ azerty1234! azertyuiop1! abc123!@ abcd1234! abcd1234@ abc12345!
admin123! admin123@ admin1234! administrator1! test1234! test123! test123@ letmein1! letmein123! iloveyou1!
iloveyou2! sunshine1! princess1! football1! baseball1! dragon123! monkey123! master123! shadow123! superman1!
trustno1! starwars1! summer2024! summer2025! summer2026! winter2024! winter2025! winter2026! spring2026!
autumn2026! hello123! hello1234! changeme1! changeme123! secret123! default1! passer123! bienvenue1!
bienvenue123! bienvenue2026! motdepasse1! motdepasse123! motdepasse! soleil123! bonjour123! bonjour1!
jetaime1! jetaime123! doudou123! loulou123! chouchou1! marseille13! paris2026! paris123! france2026!
france123! belgique1! quebec123! montreal1! bruxelles1! hopital123! infirmiere1! sante2026! azerty2026!
qwertz123! wachtwoord1! welkom123! hallo123! passwort1! passwort123! contrasena1! contrasena123! hola1234!
123456aa! 12345678a! 1q2w3e4r! 1q2w3e4r5t! q1w2e3r4! zaq12wsx! 1qaz2wsx! 1qaz@wsx qazwsx123! asdf1234!
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());
