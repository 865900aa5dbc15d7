import A11yAudit
print("a11y-audit")
