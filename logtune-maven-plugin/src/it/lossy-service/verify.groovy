import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text

// tune's diff for the service's file
assert log.contains('+    <discardingThreshold>0</discardingThreshold>')
// the finding, at its file and line, in the compiler's form
assert log =~ /\[ERROR\] .*src[\/\\]main[\/\\]resources[\/\\]logback\.xml:\[9,1\] async-silent-drop: drops TRACE, DEBUG and INFO/
// the build failed naming it
assert log.contains('logtune lint: 1 finding at failOn=error: async-silent-drop (src/main/resources/logback.xml:9)')

def sarifFile = new File(basedir, 'target/logtune/lint.sarif')
assert sarifFile.isFile()
def sarif = new JsonSlurper().parse(sarifFile)
assert sarif.version == '2.1.0'
def first = sarif.runs[0].results[0]
assert first.ruleId == 'async-silent-drop'
assert first.level == 'error'
assert first.locations[0].physicalLocation.artifactLocation.uri == 'src/main/resources/logback.xml'
assert first.locations[0].physicalLocation.region.startLine == 9
return true
