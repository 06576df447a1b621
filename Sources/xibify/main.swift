import XibifyKit
import Foundation
let d = InputDiscovery(workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
let r = d.discover(Array(CommandLine.arguments.dropFirst()))
let start = Date()
let out = DocumentLoader().load(r.inputs)
print("load", Date().timeIntervalSince(start))
var bad = 0, n = 0
for o in out {
  switch o {
  case .failure(let e): print(e.errorDescription!)
  case .success(let doc):
    for (i, el) in doc.elements.enumerated() {
      n += 1
      let tag = Array(doc.tag(i).utf8)
      let s = Int(el.start), e = Int(el.end)
      let ok = doc.bytes[s] == 0x3C && Array(doc.bytes[(s+1)..<(s+1+tag.count)]) == tag && doc.bytes[e-1] == 0x3E && doc.bytes[Int(el.startTagEnd)-1] == 0x3E
      var endOK = true
      if el.end != el.startTagEnd { // has end tag: must end with </tag>
        let closing = Array("</".utf8) + tag
        var k = e - 1; while doc.bytes[k] != 0x3C { k -= 1 }
        endOK = Array(doc.bytes[k..<(k+closing.count)]) == closing
      } else { endOK = doc.bytes[e-2] == 0x2F }
      if !ok || !endOK { bad += 1; if bad < 5 { print("BAD", doc.path, i, doc.tag(i)) } }
    }
    for a in doc.attributes.indices where doc.attributes[a].needsDecoding { _ = doc.attributeValue(a) }
  }
}
print("elements", n, "bad", bad)
