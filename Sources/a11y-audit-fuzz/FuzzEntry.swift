import FuzzHarness
import Foundation

// libFuzzer entry: SwiftPM links an executable's `<module>_main` (`@main`) as `main`; it hands the
// command line to libFuzzer's `LLVMFuzzerRunDriver` (present when built with
// `-sanitize=fuzzer`), so every libFuzzer flag works. `--format=NAME` picks the input format
// (swift, ib, xml, json, dump, yaml, baseline, merge) and is removed before libFuzzer sees it.
// Without libFuzzer linked in, the arguments are files to replay once each.

typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
typealias RunDriver = @convention(c) (UnsafeMutablePointer<Int32>,
                                      UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                                      TestOneInput) -> Int32

func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

nonisolated(unsafe) var format = FuzzHarness.Format.swift
let folder = NSTemporaryDirectory() + "a11y-audit-fuzz-\(getpid())"

@main
enum FuzzEntry {
    static func main() {
        exit(run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}

func run(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var kept: [UnsafeMutablePointer<CChar>?] = []
    for i in 0..<Int(argc) {
        let argument = String(cString: argv[i]!)
        if argument.hasPrefix("--format=") {
            guard let chosen = FuzzHarness.Format(rawValue: String(argument.dropFirst("--format=".count))) else {
                printError("unknown --format; one of: \(FuzzHarness.Format.allCases.map(\.rawValue).joined(separator: ", "))\n")
                return 2
            }
            format = chosen
        } else {
            kept.append(argv[i])
        }
    }
    // At exit, not on return: libFuzzer ends the process itself when its runs are done.
    atexit { try? FileManager.default.removeItem(atPath: folder) }
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else {
        // A normal build: replay the files given.
        var failed = false
        for path in kept.dropFirst().compactMap({ $0.map { String(cString: $0) } }) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            if let failure = FuzzHarness.run(data, format: format, in: folder) {
                printError("\(path): \(failure)\n")
                failed = true
            }
        }
        return failed ? 1 : 0
    }
    let driver = unsafeBitCast(symbol, to: RunDriver.self)
    var count = Int32(kept.count)
    kept.append(nil)
    return kept.withUnsafeMutableBufferPointer { buffer in
        var pointer = buffer.baseAddress
        return driver(&count, &pointer) { bytes, size in
            let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
            if let failure = FuzzHarness.run(data, format: format, in: folder) {
                // A broken invariant that is not a crash: make libFuzzer keep the input.
                printError("invariant broken: \(failure)\n")
                abort()
            }
            return 0
        }
    }
}
