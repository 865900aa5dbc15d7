import Foundation

/// Declarative descriptions: the same screen shape at two sizes, 16× apart (targets: 5 million
/// view nodes in ≤ 10 s and ≤ 1.5 GB; 16× the input in ≤ 18× the time).
struct DescribedBench {
    let work: String
    let cli: String
    let largeNodes: Int

    /// Each screen: a VStack of rows, each row an HStack holding an icon button, a text and a toggle.
    func writeScreens(nodes: Int, to path: String) -> Int {
        let nodesPerRow = 5, rowsPerScreen = 200
        let screens = max(1, nodes / (nodesPerRow * rowsPerScreen + 1))
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = FileHandle(forWritingAtPath: path)!
        handle.write(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<screens>\n".utf8))
        var written = 0
        for s in 0..<screens {
            var chunk = "<screen name=\"Generated\(s)\"><VStack>\n"
            for r in 0..<rowsPerScreen {
                chunk += r % 50 == 0
                    ? "<HStack><Button><Image systemName=\"trash\"/></Button><Text>Row \(r)</Text><Toggle title=\"Enabled\" isOn=\"{$on}\"/></HStack>\n"
                    : "<HStack><Button title=\"Open \(r)\"/><Text>Row \(r)<font value=\".body\"/></Text><Toggle title=\"On \(r)\" isOn=\"{$on}\"/></HStack>\n"
            }
            chunk += "</VStack></screen>\n"
            handle.write(Data(chunk.utf8))
            written += rowsPerScreen * nodesPerRow + 1
        }
        handle.write(Data("</screens>\n".utf8))
        try? handle.close()
        return written
    }

    func run() {
        print("\ndeclarative screens (*.a11y.xml)")
        print(tableHeader)
        var described: [(Int, Measurement)] = []
        for nodes in [largeNodes / 16, largeNodes] {
            let file = work + "/described-\(nodes).a11y.xml"
            let actual = writeScreens(nodes: nodes, to: file)
            let m = measure(cli, ["audit", file, "--quiet", "--fail-on", "never"] + freshCache(work + "/cache-described"))
            described.append((actual, m))
            print(row("described, \(actual) nodes", m, count: actual, unit: "nodes/s"))
            try? FileManager.default.removeItem(atPath: file)
        }
        let scale = Double(described[1].0) / Double(described[0].0)
        let growth = described[1].1.wall / described[0].1.wall
        print(fixed(scale, digits: 0) + "× the nodes took " + fixed(growth, digits: 1)
              + "× the time (target ≤ 18×: \(verdict(growth, atMost: 18)))")
        print(fixed(described[1].1.wall) + " s for \(described[1].0) nodes (target ≤ 10 s: "
              + "\(verdict(described[1].1.wall, atMost: 10))), peak " + fixed(described[1].1.peakRSSMiB, digits: 0)
              + " MiB (target ≤ 1.5 GB: \(verdict(described[1].1.peakRSSMiB, atMost: 1536)))")
    }
}
