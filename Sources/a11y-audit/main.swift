import Foundation

// a11y-audit: exit 0 no finding at or above --fail-on, 1 there are, 2 usage, config or input error.
// `exit` flushes stdout.
exit(CommandLine.run(Array(CommandLine.arguments.dropFirst())))
