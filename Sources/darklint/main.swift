import LintRules
