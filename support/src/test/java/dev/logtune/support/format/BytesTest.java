package dev.logtune.support.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BytesTest {
    @Test
    void aSizeSomeoneSetKeepsItsWholeUnit() {
        assertThat(Bytes.exact(8192)).isEqualTo("8 KB");
        assertThat(Bytes.exact(1024 * 1024)).isEqualTo("1 MB");
        assertThat(Bytes.exact(1536 * 1024)).isEqualTo("1536 KB");
        assertThat(Bytes.exact(300)).isEqualTo("300 bytes");
        assertThat(Bytes.exact(0)).isEqualTo("0 bytes");
    }

    @Test
    void aVolumeKeepsTwoFiguresBelowTenOfAUnit() {
        assertThat(Bytes.scaled(512 * 1024)).isEqualTo("512 KB");
        assertThat(Bytes.scaled(8.7 * 1024 * 1024)).isEqualTo("8.7 MB");
        assertThat(Bytes.scaled(733.0 * 1024 * 1024 * 1024)).isEqualTo("733 GB");
        assertThat(Bytes.scaled(240)).isEqualTo("240 bytes");
    }
}
