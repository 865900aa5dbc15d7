import A11yAudit
print("bench")
