import AuditModel
