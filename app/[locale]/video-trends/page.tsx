import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/video-trends', props);

export default function VideoTrendsPage(props: VideoAreaProps) {
  return <VideoAreaPage area="/video-trends" {...props} />;
}
