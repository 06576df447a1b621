import Testing

@testable import XibifyRewriting

/// `ports`: each reference that left a copy is carried by one port connection of its placeholder.
@Suite struct PortCheckTests {
    @Test func aPlaceholderWithoutItsPortConnectionIsRefused() throws {
        var plans = try VerificationCase.shopApp().plans
        let index = try #require(plans.firstIndex { $0.className == "CouponFieldView" })
        // The plan forgets the first copy's button target: its placeholder, rendered from it,
        // connects no port to the controller the button sent `applyCoupon:` to.
        let before = plans[index].replaced[0].connections.count
        plans[index].replaced[0].connections.removeAll { $0.port == "applyButtonTarget" }
        #expect(plans[index].replaced[0].connections.count == before - 1)
        let files = Rewriter.render(plans, report: RewriteTests.report, options: RewriteTests.options())
        let error = VerificationCase.refusal(files, plans: plans)
        #expect(error?.check == "ports" && error?.code == "unaccounted-crossing", "\(String(describing: error))")
    }
}
