import Testing

@testable import XibifyRewriting

/// `runtime-model`: what each reference receives at run time, and a class with something to do.
@Suite struct RuntimeModelCheckTests {
    @Test func aWrapperWithNothingToSetIsRefused() throws {
        let result = try VerificationCase.shopApp()
        var files = result.files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix("PaymentSummaryView.swift") })
        #expect(files[index].declaration?.properties.isEmpty == false)
        files[index].declaration?.properties = []
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "runtime-model" && error?.code == "empty-wrapper", "\(String(describing: error))")
    }
}
