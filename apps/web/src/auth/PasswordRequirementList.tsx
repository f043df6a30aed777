import { checkPassword, PASSWORD_RULES, type PasswordRequirements } from '@psp/domain';
import { useTranslation } from 'react-i18next';

interface PasswordRequirementListProps {
  id: string;
  password: string;
  requirements: PasswordRequirements;
}

/** 000 §2: each rule of the password policy with a check or cross mark, updated while typing. */
export function PasswordRequirementList({ id, password, requirements }: PasswordRequirementListProps) {
  const { t } = useTranslation();
  const met = checkPassword(password, requirements);
  const asked = PASSWORD_RULES.filter((rule) => rule === 'length' || requirements[rule]);
  return (
    <div className="auth-requirements">
      <p id={`${id}-heading`} className="auth-label">
        {t('password.requirements')}
      </p>
      <ul aria-labelledby={`${id}-heading`} id={id}>
        {asked.map((rule) => (
          <li key={rule} className={met[rule] ? 'auth-rule-met' : 'auth-rule-unmet'} data-rule={rule}>
            <span aria-hidden="true">{met[rule] ? '✓' : '✗'}</span>{' '}
            {t(`password.rules.${rule}`, { count: requirements.length })}
            <span className="auth-visually-hidden">
              {' '}
              ({t(met[rule] ? 'password.met' : 'password.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
