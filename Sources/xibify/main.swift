import XibifyKit
import Foundation
let t = Date()
let r = Pipeline.scan(ScanOptions(paths: Array(CommandLine.arguments.dropFirst()), workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
print("time", Date().timeIntervalSince(t))
print("files", r.files.count, "refused", r.refused.count, "clusters", r.clusters.count, "instances", r.instanceCount, "savings", r.totalSavings, "blocked", r.blockedInstanceCount)
for c in r.clusters.prefix(15) {
  print(c.id, c.summary, "n=\(c.instances.count)", "el=\(c.elementCount)", "save=\(c.savings)", "params=\(c.parameters.map(\.name))")
  for i in c.instances.prefix(3) { print("   ", i.file.split(separator: "/").suffix(2).joined(separator: "/"), i.location, i.scene ?? "-", i.values.map { $0 ?? "nil" }, "blockers=\(i.blockers.count)") }
}
