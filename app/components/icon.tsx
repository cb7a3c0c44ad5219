import {
  BedDouble, Bot, Brain, Building2, Calendar, Camera, ChartColumn, CircleCheck, Clock, Code,
  Database, DollarSign, Globe, Headset, Heart, Landmark, Lock, Mail, MessageSquare, Phone, Route,
  ShieldCheck, Sparkles, Star, Stethoscope, Target, TrendingUp, Truck, Users, Utensils, Workflow, Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/icons";

const icons: Record<IconName, LucideIcon> = {
  stethoscope: Stethoscope, landmark: Landmark, utensils: Utensils, bed: BedDouble, truck: Truck,
  building: Building2, phone: Phone, bot: Bot, workflow: Workflow, chart: ChartColumn,
  shield: ShieldCheck, clock: Clock, globe: Globe, message: MessageSquare, users: Users,
  sparkles: Sparkles, zap: Zap, calendar: Calendar, trending: TrendingUp, heart: Heart,
  brain: Brain, database: Database, dollar: DollarSign, check: CircleCheck, star: Star,
  headset: Headset, instagram: Camera, code: Code, route: Route, target: Target, lock: Lock,
  mail: Mail,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
