import Foundation

/// How far a run has got: what the progress line shows.
public struct AuditProgress: Sendable, Equatable {
    public var filesParsed = 0
    public var files = 0
    public var screensAudited = 0
    public var screens = 0

    public init(filesParsed: Int = 0, files: Int = 0, screensAudited: Int = 0, screens: Int = 0) {
        self.filesParsed = filesParsed
        self.files = files
        self.screensAudited = screensAudited
        self.screens = screens
    }
}

/// Counts work done on many threads and hands each new state to the observer.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var progress = AuditProgress()
    private let observer: (@Sendable (AuditProgress) -> Void)?

    init(_ observer: (@Sendable (AuditProgress) -> Void)?) {
        self.observer = observer
    }

    func update(_ change: (inout AuditProgress) -> Void) {
        guard let observer else { return }
        lock.lock()
        change(&progress)
        let now = progress
        lock.unlock()
        observer(now)
    }
}

/// The one-line progress display of a long run (files parsed, screens audited, elapsed
/// time), redrawn in place. It is shown only on a terminal and never with `--quiet`, so logs
/// and pipes stay clean.
public final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let start = Date()
    private var lastDrawn = Date.distantPast
    private var drawn = false
    /// Redraws at most this often: a terminal cannot show more, and each redraw costs a write.
    static let interval: TimeInterval = 0.1

    /// A progress line when one should be shown, else nil.
    public static func make(stderrIsTerminal: Bool, quiet: Bool,
                            write: @escaping @Sendable (String) -> Void) -> ProgressLine? {
        stderrIsTerminal && !quiet ? ProgressLine(write: write) : nil
    }

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public func update(_ progress: AuditProgress) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= Self.interval else { return }
        lastDrawn = now
        drawn = true
        write("\r\u{1B}[K" + Self.text(progress, elapsed: now.timeIntervalSince(start)))
    }

    /// Clears the line so the report starts on a clean one.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { write("\r\u{1B}[K") }
        drawn = false
    }

    static func text(_ p: AuditProgress, elapsed: TimeInterval) -> String {
        var parts = ["parsed \(p.filesParsed)/\(p.files) files"]
        if p.screens > 0 { parts.append("audited \(p.screensAudited)/\(p.screens) screens") }
        parts.append(String(format: "%.1f s", elapsed))
        return parts.joined(separator: " · ")
    }
}
