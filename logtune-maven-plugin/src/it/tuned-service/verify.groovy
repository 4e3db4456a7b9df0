import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
assert log.contains('logtune lint src/main/resources/logback.xml (Logback), closest measured setup logback-async-q8192-t0: 0 errors, 0 warnings, 2 notes')
// what the matched setup was measured to do when the disk fills
assert log.contains('disk-full: As logback-async-q8192-t0, when the disk fills')
assert log.contains('BUILD SUCCESS')

// notes are still reported to code scanning
def sarif = new JsonSlurper().parse(new File(basedir, 'target/logtune/lint.sarif'))
assert sarif.runs[0].results*.ruleId == ['immediate-flush', 'disk-full']
assert sarif.runs[0].results*.level == ['note', 'note']
return true
