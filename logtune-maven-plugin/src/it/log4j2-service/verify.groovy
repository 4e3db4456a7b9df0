import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
// recommend answered for Log4j2, the framework of the service's file
assert log =~ /Recommended: log4j2-\S+ \(Log4j2\)/
// log4j2-spring.xml found by its Spring Boot name and linted; the error reported, the build not failed
assert log =~ /\[ERROR\] .*log4j2-spring\.xml:\[7,1\] never-block: /
assert log.contains('BUILD SUCCESS')

def sarif = new JsonSlurper().parse(new File(basedir, 'target/logtune/lint.sarif'))
assert sarif.runs[0].results.find { it.ruleId == 'never-block' }.locations[0].physicalLocation.artifactLocation.uri == 'src/main/resources/log4j2-spring.xml'
return true
