import A11yAudit
import ArgumentParser
import AuditModel
import CMalloc
import Foundation

// First, before the run allocates: a larger per-thread cache of freed blocks (5 % fewer
// instructions a described screen, 7-9 % less time on 5 million described nodes); see shim.h.
a11y_enlarge_malloc_cache(CommandLine.unsafeArgv)
// One malloc arena per thread that allocates at a time: two per core, as a run has two sets of
// workers (dispatch's, and the large-stack threads that build templates and write reports),
// plus the reader of described screens, which builds the next screen while the workers lower
// and free theirs. A thread keeps the arena it first gets: with one arena per core, two
// template threads shared one and took turns at its lock (9 % of that phase on the generated
// app; the whole run 6 % faster with two per core, the real apps unchanged and 12 MB higher at
// their peak). Unlimited, glibc makes up to eight per core, and files parsed on several threads
// leave freed memory in arenas other threads never reuse (about a fifth of the peak on the
// real-app benchmark).
a11y_limit_malloc_arenas(Int32(2 * ProcessInfo.processInfo.activeProcessorCount + 1))
// The process ends after one run: what the run hands back for freeing (view trees, per-screen
// findings) is left to the exit rather than freed node by node beside the reports.
BackgroundRelease.keepUntilExit()

// Exit codes: 0 no finding at or above --fail-on, 1 there are, 2 usage, config or input error.
// ArgumentParser exits 64 on a usage error; scripts rely on 2 for every kind of "could not
// audit", so usage errors are mapped to it.
// A bare `a11y-audit` in a CI script is a mistake: it must not pass silently.
if CommandLine.arguments.count == 1 {
    printError(A11yAuditCommand.helpMessage())
    exit(2)
}
do {
    var command = try A11yAuditCommand.parseAsRoot()
    try command.run()
    exit(0)
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = A11yAuditCommand.exitCode(for: error)
    if code == .success {
        // --help, --version, help SUBCOMMAND, --generate-completion-script.
        print(A11yAuditCommand.fullMessage(for: error))
        exit(0)
    }
    if code == .validationFailure {
        printError(A11yAuditCommand.fullMessage(for: error))
    } else {
        printError("a11y-audit: \(error)")
    }
    exit(2)
}
