plugins {
    java
    alias(libs.plugins.spring.boot)
}

dependencies {
    implementation(libs.logback.classic)
    implementation(libs.janino)
}
