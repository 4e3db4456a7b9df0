package dev.logtune.tuner.logcost;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The role of a stack, on stacks written as JFR lists them (innermost frame first), from the frameworks' real classes. */
class LoggingPassageTest {
    private static final String[] CALLER = {"com.acme.shop.order.OrderService.create", "java.lang.Thread.run"};

    private static List<StackFrame> stack(String... frames) {
        return Arrays.stream(frames).map(f -> new StackFrame(f.substring(0, f.lastIndexOf('.')),
                f.substring(f.lastIndexOf('.') + 1))).toList();
    }

    private static String[] onCaller(String... frames) {
        String[] all = Arrays.copyOf(frames, frames.length + CALLER.length);
        System.arraycopy(CALLER, 0, all, frames.length, CALLER.length);
        return all;
    }

    private static LoggingPassage passage(String... frames) {
        return LoggingPassage.of(stack(frames), false);
    }

    @Test
    void aStackWithNoLoggingFrameIsNoPassage() {
        assertThat(passage("java.util.Arrays.sort", "com.acme.shop.order.OrderService.create", "java.lang.Thread.run")).isNull();
    }

    @Test
    void aWriteUnderAFileAppenderIsIo() {
        LoggingPassage passage = passage(onCaller("java.io.FileOutputStream.writeBytes", "java.io.FileOutputStream.write",
                "ch.qos.logback.core.recovery.ResilientOutputStreamBase.write",
                "ch.qos.logback.core.OutputStreamAppender.writeBytes", "ch.qos.logback.core.OutputStreamAppender.subAppend",
                "ch.qos.logback.core.UnsynchronizedAppenderBase.doAppend",
                "ch.qos.logback.core.spi.AppenderAttachableImpl.appendLoopOnAppenders",
                "ch.qos.logback.classic.Logger.callAppenders", "ch.qos.logback.classic.Logger.info"));

        assertThat(passage.role()).isEqualTo(LoggingRole.IO);
        assertThat(passage.frame()).isEqualTo("ch.qos.logback.core.recovery.ResilientOutputStreamBase.write");
        assertThat(passage.ownThread()).isFalse();
    }

    @Test
    void theJdkWorkOfAConverterIsTheEncoders() {
        LoggingPassage passage = passage(onCaller("java.lang.StringBuilder.append",
                "ch.qos.logback.classic.spi.ThrowableProxyUtil.subjoinSTEPArray",
                "ch.qos.logback.classic.pattern.ThrowableProxyConverter.throwableProxyToString",
                "ch.qos.logback.core.pattern.PatternLayoutBase.writeLoopOnConverters",
                "ch.qos.logback.classic.PatternLayout.doLayout", "ch.qos.logback.core.encoder.LayoutWrappingEncoder.encode",
                "ch.qos.logback.core.OutputStreamAppender.subAppend", "ch.qos.logback.classic.Logger.error"));

        assertThat(passage.role()).isEqualTo(LoggingRole.ENCODER);
        assertThat(passage.frame()).isEqualTo("ch.qos.logback.classic.spi.ThrowableProxyUtil.subjoinSTEPArray");
    }

    @Test
    void formattingTheMessageIsTheEncodersWorkToo() {
        assertThat(passage(onCaller("org.slf4j.helpers.MessageFormatter.basicArrayFormat",
                "ch.qos.logback.classic.spi.LoggingEvent.getFormattedMessage",
                "ch.qos.logback.classic.pattern.MessageConverter.convert", "ch.qos.logback.classic.Logger.info")).role())
                .isEqualTo(LoggingRole.ENCODER);
        assertThat(passage(onCaller("org.apache.logging.log4j.message.ParameterFormatter.formatMessage",
                "org.apache.logging.log4j.core.layout.PatternLayout.encode",
                "org.apache.logging.log4j.core.appender.AbstractOutputStreamAppender.directEncodeEvent")).role())
                .isEqualTo(LoggingRole.ENCODER);
    }

    @Test
    void log4j2sManagerWritingIsIoAndItsBufferingTheAppenders() {
        assertThat(passage(onCaller("sun.nio.ch.FileDispatcherImpl.write0",
                "org.apache.logging.log4j.core.appender.OutputStreamManager.writeToDestination",
                "org.apache.logging.log4j.core.appender.OutputStreamManager.flushBuffer",
                "org.apache.logging.log4j.core.layout.PatternLayout.encode",
                "org.apache.logging.log4j.core.appender.AbstractOutputStreamAppender.directEncodeEvent")).role())
                .isEqualTo(LoggingRole.IO);
        assertThat(passage(onCaller("java.nio.HeapByteBuffer.put",
                "org.apache.logging.log4j.core.appender.OutputStreamManager.writeBytes",
                "org.apache.logging.log4j.core.layout.TextEncoderHelper.encodeText")).role())
                .isEqualTo(LoggingRole.APPENDER);
    }

    @Test
    void theCallersSideOfAnAsyncAppenderIsTheQueue() {
        assertThat(passage(onCaller("java.util.concurrent.ArrayBlockingQueue.offer",
                "ch.qos.logback.core.AsyncAppenderBase.put", "ch.qos.logback.core.AsyncAppenderBase.append",
                "ch.qos.logback.core.UnsynchronizedAppenderBase.doAppend", "ch.qos.logback.classic.Logger.info")).role())
                .isEqualTo(LoggingRole.QUEUE);
        assertThat(passage(onCaller("com.lmax.disruptor.MultiProducerSequencer.next",
                "org.apache.logging.log4j.core.async.AsyncLoggerDisruptor.enqueueLogMessageWhenQueueFull",
                "org.apache.logging.log4j.core.async.AsyncLogger.logMessage")).role())
                .isEqualTo(LoggingRole.QUEUE);
    }

    @Test
    void theDisruptorLogstashShadesIsStillARing() {
        assertThat(passage(onCaller("net.logstash.logback.encoder.com.lmax.disruptor.BlockingWaitStrategy.signalAllWhenBlocking",
                "net.logstash.logback.encoder.com.lmax.disruptor.RingBuffer.publishEvent",
                "net.logstash.logback.appender.AsyncDisruptorAppender.enqueue")).role()).isEqualTo(LoggingRole.QUEUE);
    }

    @Test
    void aLambdasClassIsNamedAlikeInEveryRun() {
        StackFrame frame = StackFrame.of("org.apache.logging.log4j.core.util.internal.instant.Formatter$$Lambda$738+0x00007f63bc209300"
                + ".1123321137", "apply");

        assertThat(frame.name()).isEqualTo("org.apache.logging.log4j.core.util.internal.instant.Formatter$$Lambda.apply");
        assertThat(StackFrame.of("com.acme.Job$$Lambda$12/0x0000000800c0b208", "run").name()).isEqualTo("com.acme.Job$$Lambda.run");
        assertThat(LoggingFrames.roleOf(frame.type())).isEqualTo(LoggingRole.ENCODER);
    }

    @Test
    void filtersAndTheLoggerItselfAreTheLoggers() {
        assertThat(passage(onCaller("dev.logtune.sampler.SiteBudget.tryAcquire",
                "dev.logtune.sampler.logback.SiteBudgetTurboFilter.decide",
                "ch.qos.logback.classic.spi.TurboFilterList.getTurboFilterChainDecision",
                "ch.qos.logback.classic.Logger.info")).role()).isEqualTo(LoggingRole.LOGGER);
        // the event's constructor is a helper: the logger that builds it decides
        assertThat(passage(onCaller("java.lang.System.currentTimeMillis", "ch.qos.logback.classic.spi.LoggingEvent.<init>",
                "ch.qos.logback.classic.Logger.buildLoggingEventAndAppend", "ch.qos.logback.classic.Logger.info")).role())
                .isEqualTo(LoggingRole.LOGGER);
        assertThat(passage(onCaller("org.slf4j.spi.DefaultLoggingEventBuilder.log")).role()).isEqualTo(LoggingRole.LOGGER);
    }

    @Test
    void anAsyncWorkerIsLoggingsOwnThreadUnlessTheStackWasCut() {
        String[] worker = {"ch.qos.logback.core.OutputStreamAppender.writeBytes",
                "ch.qos.logback.core.spi.AppenderAttachableImpl.appendLoopOnAppenders",
                "ch.qos.logback.core.AsyncAppenderBase$Worker.run", "java.lang.Thread.run"};
        LoggingPassage passage = passage(worker);

        assertThat(passage.ownThread()).isTrue();
        assertThat(passage.role()).isEqualTo(LoggingRole.APPENDER);
        assertThat(LoggingPassage.of(stack(worker), true).ownThread()).isFalse();
        assertThat(passage("com.lmax.disruptor.BlockingWaitStrategy.waitFor",
                "com.lmax.disruptor.BatchEventProcessor.run", "java.lang.Thread.run").ownThread()).isTrue();
        // a pool thread running a service task is the service's, whatever it logs
        assertThat(passage("ch.qos.logback.classic.Logger.info", "com.acme.shop.Job.run",
                "java.util.concurrent.ThreadPoolExecutor$Worker.run", "java.lang.Thread.run").ownThread()).isFalse();
    }
}
