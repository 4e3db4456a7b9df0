import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
assert log.contains('logtune lint src/main/resources/logback.xml (Logback), closest measured setup logback-async-q8192-t0: 0 errors, 0 warnings, 1 note')
assert log.contains('BUILD SUCCESS')

// a note is still reported to code scanning
def sarif = new JsonSlurper().parse(new File(basedir, 'target/logtune/lint.sarif'))
assert sarif.runs[0].results*.ruleId == ['immediate-flush']
assert sarif.runs[0].results[0].level == 'note'
return true
