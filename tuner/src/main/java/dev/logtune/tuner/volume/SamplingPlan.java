package dev.logtune.tuner.volume;

import dev.logtune.tuner.volume.VolumeProfile.TemplateVolume;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a per-site sampler's budget does to a service's own templates at a rate: each template below WARN gets a max-min
 * fair share of the budget, at most the per-site cap, so a template rarer than its share keeps every event and only
 * the heavy ones are sampled, as logtune-sampler shares it out.
 *
 * @param sampled the templates sampled, heaviest first
 * @param whole templates below WARN kept whole (those the profile did not list among them)
 * @param share events a second each sampled template keeps
 */
public record SamplingPlan(List<SampledTemplate> sampled, int whole, double share) {

    /** A sampled template: its rate at the target and the share of its events kept. */
    public record SampledTemplate(String logger, String template, double perSecond, double kept) {
    }

    /** The plan for {@code profile}'s templates at {@code rate}, {@code budget} events/s below WARN, {@code perSite} a site. */
    public static SamplingPlan of(VolumeProfile profile, double rate, long budget, long perSite) {
        List<TemplateVolume> below = new ArrayList<>(profile.templates().stream().filter(t -> !t.severe()).toList());
        below.sort(Comparator.comparingLong(TemplateVolume::events));
        double perEvent = rate / profile.events();
        // Templates the profile did not list are each rarer than the least it listed: kept whole, out of the budget first.
        long listedBelow = below.stream().mapToLong(TemplateVolume::events).sum();
        long severe = profile.templates().stream().filter(TemplateVolume::severe).mapToLong(TemplateVolume::events).sum();
        long unlisted = Math.max(0, profile.events() - listedBelow - severe - warnErrorUnlisted(profile, severe));
        double remaining = budget - unlisted * perEvent;
        int unlistedCount = Math.max(0, profile.templateCount() - profile.templates().size());
        double level = 0;
        List<SampledTemplate> sampled = new ArrayList<>();
        int whole = unlistedCount;
        for (int i = 0; i < below.size(); i++) {
            TemplateVolume t = below.get(i);
            double perSecond = t.events() * perEvent;
            double fair = Math.min(perSite, Math.max(0, remaining) / (below.size() - i));
            if (perSecond <= fair) {
                remaining -= perSecond;
                whole++;
                continue;
            }
            level = fair;
            for (TemplateVolume heavy : below.subList(i, below.size())) {
                double heavyRate = heavy.events() * perEvent;
                sampled.add(new SampledTemplate(heavy.logger(), heavy.template(), heavyRate, heavyRate == 0 ? 1 : fair / heavyRate));
            }
            break;
        }
        sampled.sort(Comparator.comparingDouble(SampledTemplate::perSecond).reversed());
        return new SamplingPlan(List.copyOf(sampled), whole, level);
    }

    // WARN and ERROR events of templates the profile did not list: known from the level totals.
    private static long warnErrorUnlisted(VolumeProfile profile, long listedSevere) {
        long severe = profile.levels().stream().filter(l -> l.level().equals("WARN") || l.level().equals("ERROR"))
                .mapToLong(VolumeProfile.LevelVolume::events).sum();
        return Math.max(0, severe - listedSevere);
    }
}
