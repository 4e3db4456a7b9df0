import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// a tuned service's file rolls: it resembles the rolling twin of the AsyncAppender it uses
assert log.contains('logtune lint src/main/resources/logback.xml (Logback), closest measured setup logback-async-q8192-t0-rolling: 0 errors, 0 warnings, 1 note')
assert log.contains('immediate-flush: immediateFlush is true')
assert !log.contains('plain-file')
assert log.contains('BUILD SUCCESS')

// notes are still reported to code scanning
def sarif = new JsonSlurper().parse(new File(basedir, 'target/logtune/lint.sarif'))
assert sarif.runs[0].results*.ruleId == ['immediate-flush']
assert sarif.runs[0].results*.level == ['note']
return true
